//! Playing from one's own phone (issue 28): the screens of the table and the phones.

pub mod check;
pub mod qr_image;
pub mod scanner;
