//! What the screens see of the brain: how far it is with a table, and whether it could
//! not be had. The link to the brain's worker (`link`) writes it; the brain's face
//! (`BrainService`) shares it.

use crate::brain::Answer;
use leptos::prelude::*;

/// The brain's progress and failure, as signals.
#[derive(Clone, Copy)]
pub struct BrainStatus {
    /// While the brain solves an exact table: how far, 0 to 1.
    pub progress: RwSignal<Option<f64>>,
    /// The brain could not bring in a table the last question needed, or could not be
    /// loaded at all: the screens say so instead of waiting.
    pub failed: RwSignal<bool>,
}

impl BrainStatus {
    /// Nothing solved, nothing failed.
    pub fn new() -> BrainStatus {
        BrainStatus {
            progress: RwSignal::new(None),
            failed: RwSignal::new(false),
        }
    }

    /// The brain answered (or could not be had): what it means for the screens.
    pub fn heard(&self, answer: &Answer, waiting: bool) {
        if !waiting {
            self.progress.set(None);
        }
        if matches!(answer, Answer::NoTable) {
            self.failed.set(true);
        }
    }
}
