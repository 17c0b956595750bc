// The app's worker: loads the `clever-bot` wasm (computer players, hints,
// review, history) and answers each request with one reply, in order.
// Requests that arrive while the wasm loads wait in a queue.
importScripts('./clever-bot.js');
const waiting = [];
let ready = false;
const reply = (request) => postMessage(wasm_bindgen.answer(request));
onmessage = (event) => (ready ? reply(event.data) : waiting.push(event.data));
wasm_bindgen({ module_or_path: './clever-bot_bg.wasm' }).then(
  () => {
    ready = true;
    waiting.splice(0).forEach(reply);
  },
  (error) => postMessage(`load\nerror\nThe computer players could not load: ${error}`),
);
