// pdf.js (inside unpdf) calls ArrayBuffer.prototype.transferToFixedLength, which Node 22 has and Node
// 20 lacks; without it pdf.js skips the operators of a page while rendering it, and a scanned page
// renders blank. This gives Node 20 the same behaviour: a copy of the buffer at the new length (the
// original is not detached, which pdf.js does not rely on). Imported by pdf-pages.mjs only.
if (typeof ArrayBuffer.prototype.transferToFixedLength !== "function") {
  Object.defineProperty(ArrayBuffer.prototype, "transferToFixedLength", {
    configurable: true,
    writable: true,
    value: function transferToFixedLength(length = this.byteLength) {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}
