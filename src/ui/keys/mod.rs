//! Playing by keyboard: the shortcuts of the game screens (`shortcuts`), the `?` help
//! that lists them (`help`) and where the focus goes after a move (`focus`).
//!
//! A control says which key presses it with its `aria-keyshortcuts` (the Roll button
//! `R`, the dice and cards their digit, Undo `U Control+Z`, Hint `H`), which screen
//! readers announce too, and open boxes are marked `data-nav="box"` for the arrow keys. A key press clicks the visible, enabled control,
//! so a key can do exactly what a tap can, never more.

pub mod focus;
pub mod help;
pub mod shortcuts;
