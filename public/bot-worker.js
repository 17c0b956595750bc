// The app's worker: loads the `clever-bot` wasm (computer players, hints,
// review, history) and answers each request with one reply, in order.
// Requests that arrive while the wasm loads wait in a queue; once loaded it
// says "ready". If the wasm cannot load it says so and closes (the page
// then answers everybody waiting and starts a fresh worker on the next
// request); if its glue cannot load, importScripts throws and the page gets
// an error event. The build (scripts/worker-hash.mjs) puts the files'
// content-hashed names in place of the two below.
const waiting = [];
let ready = false;
const reply = (request) => postMessage(wasm_bindgen.answer(request));
onmessage = (event) => (ready ? reply(event.data) : waiting.push(event.data));
importScripts('./clever-bot.js');
wasm_bindgen({ module_or_path: './clever-bot_bg.wasm' }).then(
  () => {
    ready = true;
    postMessage('ready\n');
    waiting.splice(0).forEach(reply);
  },
  () => {
    postMessage('load\nerror\n');
    close();
  },
);
