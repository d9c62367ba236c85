import { Transform, type TransformCallback } from "node:stream";

// React writes a page in views of about 2 KB and calls `flush()` on its destination once it has
// written everything it has ready. React Router's Express adapter then flushes the response
// after every chunk it reads, and the compression middleware answers each flush with a
// compressed block of its own: a 50 KB dashboard became some 25 tiny brotli blocks, written one
// by one (node:zlib was a sixth of a signed-in page's CPU time, docs/decisions/0034). This
// stream keeps React's views and passes them on as one chunk at each of React's flushes (the
// shell, then each streamed boundary) and at the end, so streaming still works as before.

export class BatchedHtml extends Transform {
  #pending: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#pending.push(chunk);
    callback();
  }

  /** Called by React when it has written what it has ready. */
  flush(): void {
    if (this.#pending.length === 0) return;
    const batch = this.#pending.length === 1 ? this.#pending[0] : Buffer.concat(this.#pending);
    this.#pending = [];
    this.push(batch);
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }
}
