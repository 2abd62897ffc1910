//! One WebRTC data channel between the table (the offerer, one per phone seat) and a
//! phone (the answerer). No STUN or TURN server: the devices find each other by their
//! host candidates on the same network. The whole offer or answer, its candidates
//! gathered, is what the codes carry: there is no trickling without a server.
//! Long messages go in parts (`remote::frames`); a lost moment of Wi-Fi is waited out.

use crate::remote::frames::{split, Joiner, FROM_PHONE, FROM_TABLE};
use js_sys::{Array, Promise, Reflect};
use leptos::prelude::window;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::Duration;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelEvent, RtcDataChannelState,
    RtcIceGatheringState, RtcPeerConnection, RtcPeerConnectionState, RtcSdpType,
    RtcSessionDescriptionInit,
};

/// How long the devices may lose each other (a phone's screen locks, the Wi-Fi drops)
/// before the link gives up: WebRTC finds the way back by itself when the path returns.
const GRACE: Duration = Duration::from_secs(30);

/// The most bytes a channel may hold unsent: a peer that takes nothing for this long is
/// gone (Chrome closes a channel at 16 MiB).
const MAX_BUFFERED: usize = 8 * 1024 * 1024;

/// Unsent bytes beyond which a channel is backed up (`Link::backed_up`): a few views of
/// the longest game.
const BACKED_UP: u32 = 1024 * 1024;

/// What a link tells its owner.
#[derive(Clone)]
pub struct Handlers {
    /// The channel is open: messages can go both ways.
    pub open: Rc<dyn Fn()>,
    /// A message came (joined from its parts).
    pub message: Rc<dyn Fn(String)>,
    /// The devices lost each other for now (`true`: a screen locked, the Wi-Fi dropped),
    /// or found each other again (`false`). Messages sent meanwhile wait or are lost.
    pub interrupted: Rc<dyn Fn(bool)>,
    /// The link is over: the channel closed, a message could not be sent, or the
    /// devices lost each other for longer than `GRACE` (the other device reloaded,
    /// slept or left the network). Told once, and not after `failed`.
    pub closed: Rc<dyn Fn()>,
    /// The devices could not reach each other (or no longer can). Told once, and not
    /// after `closed`.
    pub failed: Rc<dyn Fn()>,
}

/// What the link's browser events share.
struct Shared {
    channel: RefCell<Option<RtcDataChannel>>,
    /// The channel opened once: from then on a failed send loses the link.
    opened: Cell<bool>,
    /// The owner was told the link is over.
    over: Cell<bool>,
    /// The devices found each other once (a failure after that may pass).
    found: Cell<bool>,
    /// The devices have lost each other for now.
    interrupted: Cell<bool>,
    /// Counts the interruptions: a wait for the devices to find each other again is
    /// for the interruption it began in only.
    interruptions: Cell<u32>,
    on: Handlers,
}

impl Shared {
    fn new(on: Handlers) -> Rc<Shared> {
        Rc::new(Shared {
            channel: RefCell::new(None),
            opened: Cell::new(false),
            over: Cell::new(false),
            found: Cell::new(false),
            interrupted: Cell::new(false),
            interruptions: Cell::new(0),
            on,
        })
    }

    /// Tells the owner the link is over, once.
    fn closed(&self) {
        if !self.over.replace(true) {
            (self.on.closed)();
        }
    }

    /// Tells the owner the devices cannot reach each other, once.
    fn failed(&self) {
        if !self.over.replace(true) {
            (self.on.failed)();
        }
    }
}

/// A peer connection and its data channel, and the handlers that keep them talking.
/// Dropping it closes the connection.
pub struct Link {
    pc: RtcPeerConnection,
    shared: Rc<Shared>,
    /// The longest message the other side takes.
    sends_at_most: usize,
    /// Kept alive for as long as the link: the browser calls them.
    _closures: Vec<Closure<dyn FnMut(JsValue)>>,
}

impl Drop for Link {
    fn drop(&mut self) {
        // The closures go with the link: no event may reach them after, nor may a wait
        // for the devices to find each other tell the owner anything.
        self.shared.over.set(true);
        if let Some(dc) = self.shared.channel.borrow_mut().take() {
            dc.set_onopen(None);
            dc.set_onmessage(None);
            dc.set_onclose(None);
            dc.close();
        }
        self.pc.set_ondatachannel(None);
        self.pc.set_onconnectionstatechange(None);
        self.pc.close();
    }
}

/// A peer connection with no ICE servers at all.
fn peer() -> Result<RtcPeerConnection, JsValue> {
    let config = RtcConfiguration::new();
    Reflect::set(&config, &"iceServers".into(), &Array::new())?;
    RtcPeerConnection::new_with_configuration(&config)
}

/// Wires a channel's events to the owner's handlers; messages of up to `limit` bytes
/// are joined from their parts (`remote::frames`), longer ones dropped.
fn wire(
    dc: &RtcDataChannel,
    shared: &Rc<Shared>,
    limit: usize,
    closures: &mut Vec<Closure<dyn FnMut(JsValue)>>,
) {
    let opening = shared.clone();
    let opened = Closure::<dyn FnMut(JsValue)>::new(move |_| {
        opening.opened.set(true);
        (opening.on.open)();
    });
    dc.set_onopen(Some(opened.as_ref().unchecked_ref()));
    let message = shared.on.message.clone();
    let mut joiner = Joiner::new(limit);
    let got = Closure::<dyn FnMut(JsValue)>::new(move |ev: JsValue| {
        let text = ev
            .dyn_into::<MessageEvent>()
            .ok()
            .and_then(|e| e.data().as_string());
        // A part of a message, or what does not join, waits or is dropped.
        if let Some(Ok(Some(text))) = text.map(|t| joiner.take(&t)) {
            message(text);
        }
    });
    dc.set_onmessage(Some(got.as_ref().unchecked_ref()));
    let closing = shared.clone();
    let gone = Closure::<dyn FnMut(JsValue)>::new(move |_| closing.closed());
    dc.set_onclose(Some(gone.as_ref().unchecked_ref()));
    closures.extend([opened, got, gone]);
}

/// Follows the connection's state. `closed` ends the link, and so does `failed` before
/// the devices ever found each other. Once they had, `disconnected` (they stopped
/// hearing each other: a screen locked, the Wi-Fi dropped) and `failed` (Chrome's word
/// after some 10 s of that; it still comes back when the path returns) are an
/// interruption the link waits out for `GRACE` before it gives up.
fn watch(pc: &RtcPeerConnection, shared: &Rc<Shared>) -> Closure<dyn FnMut(JsValue)> {
    let watched = pc.clone();
    let shared = shared.clone();
    let change = Closure::<dyn FnMut(JsValue)>::new(move |_| match watched.connection_state() {
        // The owner knows the link is over: nothing more to tell.
        _ if shared.over.get() => {}
        RtcPeerConnectionState::Connected => {
            shared.found.set(true);
            if shared.interrupted.replace(false) {
                (shared.on.interrupted)(false);
            }
        }
        RtcPeerConnectionState::Failed if !shared.found.get() => shared.failed(),
        RtcPeerConnectionState::Disconnected | RtcPeerConnectionState::Failed => {
            interrupt(&watched, &shared);
        }
        RtcPeerConnectionState::Closed => shared.closed(),
        _ => {}
    });
    pc.set_onconnectionstatechange(Some(change.as_ref().unchecked_ref()));
    change
}

/// The devices lost each other: the owner is told, once, and the link gives up after
/// `GRACE` if they do not find each other again.
fn interrupt(pc: &RtcPeerConnection, shared: &Rc<Shared>) {
    if !shared.interrupted.replace(true) {
        let interruption = shared.interruptions.get().wrapping_add(1);
        shared.interruptions.set(interruption);
        (shared.on.interrupted)(true);
        give_up_later(pc, shared, interruption);
    }
}

/// Ends the link after `GRACE` if interruption number `interruption` still lasts.
fn give_up_later(pc: &RtcPeerConnection, shared: &Rc<Shared>, interruption: u32) {
    let (pc, shared) = (pc.clone(), shared.clone());
    let check = Closure::once_into_js(move || {
        if shared.interrupted.get() && shared.interruptions.get() == interruption {
            // Closed here too: the other device, if it comes back, finds the link over.
            pc.close();
            shared.closed();
        }
    });
    let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(
        check.unchecked_ref(),
        GRACE.as_millis() as i32,
    );
}

/// Waits until every candidate is gathered, then the local description (offer or
/// answer) as SDP text.
async fn gathered_sdp(pc: &RtcPeerConnection) -> Result<String, JsValue> {
    if pc.ice_gathering_state() != RtcIceGatheringState::Complete {
        let watched = pc.clone();
        let done = Promise::new(&mut |resolve, _| {
            let pc = watched.clone();
            let check = Closure::<dyn FnMut()>::new(move || {
                if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
                    let _ = resolve.call0(&JsValue::NULL);
                }
            });
            watched.set_onicegatheringstatechange(Some(check.as_ref().unchecked_ref()));
            // Once per connection; it stays until the page goes.
            check.forget();
        });
        // It may have completed between the check and the handler.
        if pc.ice_gathering_state() != RtcIceGatheringState::Complete {
            JsFuture::from(done).await?;
        }
        pc.set_onicegatheringstatechange(None);
    }
    pc.local_description()
        .map(|d| d.sdp())
        .ok_or_else(|| JsValue::from_str("no local description"))
}

/// The `sdp` field of a created offer or answer.
fn sdp_of(description: &JsValue) -> Result<String, JsValue> {
    Reflect::get(description, &"sdp".into())?
        .as_string()
        .ok_or_else(|| JsValue::from_str("no sdp"))
}

/// Sets a description of `kind` with `sdp` as local or remote.
async fn describe(
    pc: &RtcPeerConnection,
    kind: RtcSdpType,
    sdp: &str,
    local: bool,
) -> Result<(), JsValue> {
    let init = RtcSessionDescriptionInit::new(kind);
    init.set_sdp(sdp);
    let promise = if local {
        pc.set_local_description(&init)
    } else {
        pc.set_remote_description(&init)
    };
    JsFuture::from(promise).await.map(|_| ())
}

impl Link {
    /// The table's side: a new connection with its channel, and the offer to invite with.
    ///
    /// # Errors
    ///
    /// What the browser's WebRTC refuses.
    pub async fn offer(on: Handlers) -> Result<(Link, String), JsValue> {
        let pc = peer()?;
        let dc = pc.create_data_channel("pasch");
        let shared = Shared::new(on);
        let mut closures = Vec::new();
        wire(&dc, &shared, FROM_PHONE, &mut closures);
        closures.push(watch(&pc, &shared));
        *shared.channel.borrow_mut() = Some(dc);
        let link = Link {
            pc,
            shared,
            sends_at_most: FROM_TABLE,
            _closures: closures,
        };
        let offer = JsFuture::from(link.pc.create_offer()).await?;
        describe(&link.pc, RtcSdpType::Offer, &sdp_of(&offer)?, true).await?;
        let sdp = gathered_sdp(&link.pc).await?;
        Ok((link, sdp))
    }

    /// The table's side: the phone's answer completes the connection.
    ///
    /// # Errors
    ///
    /// What the browser refuses of the answer (it is no answer to this offer).
    pub async fn accept(&self, answer: &str) -> Result<(), JsValue> {
        describe(&self.pc, RtcSdpType::Answer, answer, false).await
    }

    /// The phone's side: the connection the table offered, and the answer to send back.
    ///
    /// # Errors
    ///
    /// What the browser refuses of the offer.
    pub async fn answer(offer: &str, on: Handlers) -> Result<(Link, String), JsValue> {
        let pc = peer()?;
        let shared = Shared::new(on);
        let kept = shared.clone();
        // The table opened the channel: it arrives with the connection.
        let arrived = Closure::<dyn FnMut(JsValue)>::new(move |ev: JsValue| {
            let Ok(ev) = ev.dyn_into::<RtcDataChannelEvent>() else {
                return;
            };
            let dc = ev.channel();
            let mut closures = Vec::new();
            wire(&dc, &kept, FROM_TABLE, &mut closures);
            // They live as long as the page: a phone has one table.
            closures.into_iter().for_each(Closure::forget);
            *kept.channel.borrow_mut() = Some(dc);
        });
        pc.set_ondatachannel(Some(arrived.as_ref().unchecked_ref()));
        let closures = vec![arrived, watch(&pc, &shared)];
        let link = Link {
            pc,
            shared,
            sends_at_most: FROM_PHONE,
            _closures: closures,
        };
        describe(&link.pc, RtcSdpType::Offer, offer, false).await?;
        let answer = JsFuture::from(link.pc.create_answer()).await?;
        describe(&link.pc, RtcSdpType::Answer, &sdp_of(&answer)?, true).await?;
        let sdp = gathered_sdp(&link.pc).await?;
        Ok((link, sdp))
    }

    /// Whether the channel holds more than `BACKED_UP` bytes unsent: the other device
    /// takes them more slowly than they come (a phone reading the long views of a
    /// table tapped fast). A sender of snapshots waits and sends only the latest.
    pub fn backed_up(&self) -> bool {
        self.shared
            .channel
            .borrow()
            .as_ref()
            .is_some_and(|dc| dc.buffered_amount() > BACKED_UP)
    }

    /// Sends `text` over the channel, in parts if it is long; false when it cannot go.
    /// Once the channel was open, a message that cannot go ends the link: it is closed,
    /// so the other device learns it too, and the owner is told `closed` (after this
    /// call, as it may be sending in a loop).
    pub fn send(&self, text: &str) -> bool {
        let sent = text.len() <= self.sends_at_most
            && self.shared.channel.borrow().as_ref().is_some_and(|dc| {
                let frames = split(text);
                let size: usize = frames.iter().map(String::len).sum();
                dc.ready_state() == RtcDataChannelState::Open
                    && (dc.buffered_amount() as usize).saturating_add(size) <= MAX_BUFFERED
                    && frames.iter().all(|f| dc.send_with_str(f).is_ok())
            });
        if !sent && self.shared.opened.get() && !self.shared.over.get() {
            if let Some(dc) = self.shared.channel.borrow().as_ref() {
                dc.close();
            }
            self.pc.close();
            let shared = self.shared.clone();
            spawn_local(async move { shared.closed() });
        }
        sent
    }
}
