//! Long messages between the table and a phone (issue 36): the view of a whole game is
//! longer than a data channel's message may be in some browsers, goes in parts of at
//! most 16 KiB and comes back as the same view.

use pasch::cli::simulate::play;
use pasch::engine::{BotKind, GameKind, PlayerSetup, Setup};
use pasch::remote::frames::{split, Joiner, FROM_PHONE, FROM_TABLE, PART};
use pasch::remote::protocol::{decode, encode, ToPhone, ToTable};
use pasch::remote::view::{phone_view, Position};

#[test]
fn a_whole_games_view_goes_in_parts_and_comes_back_the_same() {
    let mut setup = Setup::new(GameKind::Extreme, &[]).with_seed(3);
    setup.players = (1..=4)
        .map(|i| PlayerSetup {
            name: format!("Spieler {i} – Zoë"),
            bot: Some(BotKind::Normal),
            ..Default::default()
        })
        .collect();
    let game = play(setup, 3).expect("a whole game");
    let view = phone_view(&game, 1);
    let text = encode(&view);
    assert!(text.len() > 4 * PART, "a long view: {} bytes", text.len());
    let frames = split(&text);
    assert_eq!(frames.len(), text.len().div_ceil(PART));
    assert!(frames.iter().all(|f| f.len() <= PART + 16));
    let mut joiner = Joiner::new(FROM_TABLE);
    let joined: Vec<String> = frames
        .iter()
        .filter_map(|f| joiner.take(f).expect("parts in order"))
        .collect();
    assert_eq!(joined.len(), 1);
    assert_eq!(decode::<ToPhone>(&joined[0]), Ok(view));
}

#[test]
fn what_a_phone_sends_goes_whole() {
    for msg in [
        ToTable::Hello { lang: "fr".into() },
        ToTable::Hint {
            at: Position::default(),
        },
    ] {
        let text = encode(&msg);
        assert_eq!(split(&text), vec![text.clone()]);
        assert_eq!(Joiner::new(FROM_PHONE).take(&text), Ok(Some(text)));
    }
}
