// The runtime fontkit's Indic shaper needs; loaded for its side effect only.
declare module 'regenerator-runtime/runtime.js';
