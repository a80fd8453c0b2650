// The IIIF image server's public surface (ARCHITECTURE.md): the lead wires `handle` into the HTTP
// server and supplies `resolve`; uploads call `prepare`, deletions `forget`.
export { createImageService, type ImageSource, type ResolveImage } from './service';
