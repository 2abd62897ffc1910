//! One WebRTC data channel between the table (the offerer, one per phone seat) and a
//! phone (the answerer). No STUN or TURN server: the devices find each other by their
//! host candidates on the same network. The whole offer or answer, its candidates
//! gathered, is what the codes carry: there is no trickling without a server.

use js_sys::{Array, Promise, Reflect};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelEvent, RtcIceGatheringState,
    RtcPeerConnection, RtcPeerConnectionState, RtcSdpType, RtcSessionDescriptionInit,
};

/// What a link tells its owner.
#[derive(Clone)]
pub struct Handlers {
    /// The channel is open: messages can go both ways.
    pub open: Rc<dyn Fn()>,
    /// A message came.
    pub message: Rc<dyn Fn(String)>,
    /// The channel closed or the devices lost each other (the other device reloaded,
    /// slept or left the network).
    pub closed: Rc<dyn Fn()>,
    /// The devices could not reach each other (or no longer can).
    pub failed: Rc<dyn Fn()>,
}

/// A peer connection and its data channel, and the handlers that keep them talking.
/// Dropping it closes the connection.
pub struct Link {
    pc: RtcPeerConnection,
    channel: Rc<RefCell<Option<RtcDataChannel>>>,
    /// Kept alive for as long as the link: the browser calls them.
    _closures: Vec<Closure<dyn FnMut(JsValue)>>,
}

impl Drop for Link {
    fn drop(&mut self) {
        // The closures go with the link: no event may reach them after.
        if let Some(dc) = self.channel.borrow_mut().take() {
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

/// Wires a channel's events to the handlers (`channel` is where the link keeps it).
fn wire(dc: &RtcDataChannel, on: &Handlers, closures: &mut Vec<Closure<dyn FnMut(JsValue)>>) {
    let open = on.open.clone();
    let opened = Closure::<dyn FnMut(JsValue)>::new(move |_| open());
    dc.set_onopen(Some(opened.as_ref().unchecked_ref()));
    let message = on.message.clone();
    let got = Closure::<dyn FnMut(JsValue)>::new(move |ev: JsValue| {
        if let Some(text) = ev
            .dyn_into::<MessageEvent>()
            .ok()
            .and_then(|e| e.data().as_string())
        {
            message(text);
        }
    });
    dc.set_onmessage(Some(got.as_ref().unchecked_ref()));
    let closed = on.closed.clone();
    let gone = Closure::<dyn FnMut(JsValue)>::new(move |_| closed());
    dc.set_onclose(Some(gone.as_ref().unchecked_ref()));
    closures.extend([opened, got, gone]);
}

/// Tells `on.failed` when the connection fails, `on.closed` when it is lost (a device
/// that sleeps or leaves says nothing: the connection's checks find it gone).
fn watch(pc: &RtcPeerConnection, on: &Handlers) -> Closure<dyn FnMut(JsValue)> {
    let (failed, closed) = (on.failed.clone(), on.closed.clone());
    let watched = pc.clone();
    let change = Closure::<dyn FnMut(JsValue)>::new(move |_| match watched.connection_state() {
        RtcPeerConnectionState::Failed => failed(),
        RtcPeerConnectionState::Disconnected | RtcPeerConnectionState::Closed => closed(),
        _ => {}
    });
    pc.set_onconnectionstatechange(Some(change.as_ref().unchecked_ref()));
    change
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
        let mut closures = Vec::new();
        wire(&dc, &on, &mut closures);
        closures.push(watch(&pc, &on));
        let link = Link {
            pc,
            channel: Rc::new(RefCell::new(Some(dc))),
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
        let channel = Rc::new(RefCell::new(None::<RtcDataChannel>));
        let kept = channel.clone();
        let wired = on.clone();
        // The table opened the channel: it arrives with the connection.
        let arrived = Closure::<dyn FnMut(JsValue)>::new(move |ev: JsValue| {
            let Ok(ev) = ev.dyn_into::<RtcDataChannelEvent>() else {
                return;
            };
            let dc = ev.channel();
            let mut closures = Vec::new();
            wire(&dc, &wired, &mut closures);
            // They live as long as the page: a phone has one table.
            closures.into_iter().for_each(Closure::forget);
            *kept.borrow_mut() = Some(dc);
        });
        pc.set_ondatachannel(Some(arrived.as_ref().unchecked_ref()));
        let closures = vec![arrived, watch(&pc, &on)];
        let link = Link {
            pc,
            channel,
            _closures: closures,
        };
        describe(&link.pc, RtcSdpType::Offer, offer, false).await?;
        let answer = JsFuture::from(link.pc.create_answer()).await?;
        describe(&link.pc, RtcSdpType::Answer, &sdp_of(&answer)?, true).await?;
        let sdp = gathered_sdp(&link.pc).await?;
        Ok((link, sdp))
    }

    /// Sends `text` over the channel; false when it is not open.
    pub fn send(&self, text: &str) -> bool {
        self.channel
            .borrow()
            .as_ref()
            .is_some_and(|dc| dc.send_with_str(text).is_ok())
    }
}
