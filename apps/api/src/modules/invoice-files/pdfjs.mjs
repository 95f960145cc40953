// pdf.js for Node, without its side effects on the rest of the process.
//
// Node needs pdf.js's legacy build, which bundles core-js. On import core-js replaces some of
// the runtime's own built-ins with JavaScript versions when the runtime lacks a late proposal:
// on Node 20, JSON.stringify and JSON.parse (for JSON.rawJSON), Array.prototype.push and
// Function.prototype.toString. The replacements are correct but slow, and they are process-wide:
// once the first PDF had been opened, every response the API serialised went through a
// character-by-character loop (a 14 MB body took 12 s to stringify, against 0.1 s) and every
// push in every module through a function call. pdf.js needs none of them, so the built-ins
// that existed before the import are put back; what core-js adds (Promise.withResolvers,
// Uint8Array.fromBase64, …) pdf.js does use, and stays.
//
// Plain JavaScript: the reader's worker thread imports it too (extraction-worker.mjs).

/** The built-ins core-js may replace: every own property of these, recorded before the import. */
const BUILT_INS = [
  JSON,
  Object,
  Object.prototype,
  Array,
  Array.prototype,
  Function.prototype,
  String,
  String.prototype,
  Number,
  Math,
  Promise,
  Promise.prototype,
  Map,
  Map.prototype,
  Set,
  Set.prototype,
  RegExp.prototype,
  Reflect,
  Symbol,
  Object.getPrototypeOf(Uint8Array.prototype),
  Uint8Array,
  ArrayBuffer.prototype,
];

/** The descriptors of every built-in's own properties, to compare with after the import. */
function recordBuiltIns() {
  return BUILT_INS.map((target) => ({
    target,
    descriptors: new Map(Reflect.ownKeys(target).map((key) => [key, Object.getOwnPropertyDescriptor(target, key)])),
  }));
}

/** A descriptor that still holds what was recorded (NaN compares equal to itself here). */
function unchanged(before, now) {
  return (
    now !== undefined &&
    Object.is(before.value, now.value) &&
    before.get === now.get &&
    before.set === now.set &&
    before.writable === now.writable &&
    before.enumerable === now.enumerable &&
    before.configurable === now.configurable
  );
}

/** Puts back every recorded property that was replaced. */
function restoreBuiltIns(recorded) {
  for (const { target, descriptors } of recorded) {
    for (const [key, before] of descriptors) {
      const now = Object.getOwnPropertyDescriptor(target, key);
      if (!unchanged(before, now) && before.configurable) Object.defineProperty(target, key, before);
    }
  }
}

let loading;

/**
 * pdf.js's API, its worker's message handler registered for the in-process ("fake") worker pdf.js
 * uses in Node, and the runtime's built-ins as they were. Loads once per thread.
 */
export function loadPdfjs() {
  loading ??= (async () => {
    const recorded = recordBuiltIns();
    const [pdfjs, worker] = await Promise.all([
      import('pdfjs-dist/legacy/build/pdf.mjs'),
      import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
    ]);
    // pdf.js looks here before importing its worker module itself, after this function returned.
    globalThis.pdfjsWorker = worker;
    restoreBuiltIns(recorded);
    return pdfjs;
  })();
  return loading;
}
