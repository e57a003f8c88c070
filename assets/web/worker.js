// dicepad's background worker: the same program as the page (dicepad.js and its .wasm), run in a
// Web Worker so bots, hints and the review never hold up the page. The page hands it one job at a
// time as text (src/engine/worker_web.rs says the format); src/ui/web.rs's dicepad_job runs it.
import init, { dicepad_job } from "./dicepad.js";

const ready = init();
// A job that trapped may have left this copy of the program broken: refuse the rest.
let broken = null;

self.onmessage = async (e) => {
  const id = String(e.data).split("\t", 1)[0];
  try {
    await ready;
  } catch (err) {
    broken = broken || String(err);
  }
  if (broken) {
    self.postMessage("L\t" + id + "\t" + broken);
    return;
  }
  try {
    dicepad_job(e.data);
  } catch (err) {
    broken = String(err);
    self.postMessage("L\t" + id + "\t" + broken);
  }
};
