//! The app shell: the root component, the top bar and the notices every screen shares.

pub mod announcer;
pub mod app;
pub mod backup_notice;
pub mod confirm_replace;
pub mod crash;
pub mod elsewhere_notice;
pub mod split;
pub mod storage_banner;
pub mod top_bar;
pub mod update_banner;
