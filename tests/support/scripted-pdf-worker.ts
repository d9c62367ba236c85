// A stand-in for the upload check's thread (app/server/documents/pdf-check.worker.ts), for the
// pool's tests: it speaks the same messages, and the "file" it is given says what to do, so a
// test can make a check slow, crash it, or make it fill memory outside the heap, every time.
//   "spin 200"       works for 200 ms of CPU time, then answers "plain" (the bytes as they came)
//   "sleep 200"      waits 200 ms without using the CPU, then answers "plain"
//   "crash"          throws, which ends the thread
//   "buffers 400"    holds 400 MB of buffers, then keeps busy
import { parentPort } from "node:worker_threads";

if (!parentPort) throw new Error("a worker thread");
const port = parentPort;
const held: Uint8Array[] = [];

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
/** Busy for `ms` of this thread's CPU time (the pool reads the thread's CPU time between two instructions). */
function spin(ms: number) {
  const start = process.threadCpuUsage();
  const used = () => {
    const now = process.threadCpuUsage(start);
    return (now.user + now.system) / 1000;
  };
  while (used() < ms);
}

port.on("message", ({ id, bytes }: { id: number; bytes: Uint8Array }) => {
  const [command = "", amount = "0"] = new TextDecoder().decode(bytes).split(" ");
  if (command === "crash") throw new Error("the scripted worker crashes");
  if (command === "buffers") {
    for (let megabytes = 0; megabytes < Number(amount); megabytes += 16)
      held.push(new Uint8Array(16 << 20).fill(1));
    spin(60_000);
  }
  if (command === "spin") spin(Number(amount));
  else sleep(Number(amount));
  port.postMessage({ type: "result", id, result: { verdict: "plain", bytes, pages: 1 } });
});

port.postMessage({ type: "ready" });
