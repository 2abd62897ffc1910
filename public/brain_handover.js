// The brain in the page, when no worker can be had (src/ui/brain/link.rs): the brain's
// script, run just before this one, declares `let wasm_bindgen` at its top level, a global
// binding but no property of the global object, so only a script can name it. This one
// hands it to the app (which may not use eval: the Content-Security-Policy forbids it).
self.paschBrain = typeof wasm_bindgen === "function" ? wasm_bindgen : null;
