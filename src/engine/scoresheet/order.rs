//! The order in which a sheet's boxes must be filled: free (the default), or one of the
//! clubs' forced formats a tournament round or a house rule asks for.

use serde::{Deserialize, Serialize};

/// Which boxes a turn may fill, by their place on the sheet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoxOrder {
    /// Any open box.
    #[default]
    Free,
    /// Only the first open box from the top.
    TopDown,
    /// Only the first open box from the bottom.
    BottomUp,
    /// The upper section's boxes first (in any order), then the lower section's.
    UpperFirst,
    /// The lower section's boxes first (in any order), then the upper section's.
    LowerFirst,
}
