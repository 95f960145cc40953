export const ACCEPTED_FILE_TYPES = [
  { extension: 'jpg', mimeType: 'image/jpeg' },
  { extension: 'jpeg', mimeType: 'image/jpeg' },
  { extension: 'png', mimeType: 'image/png' },
  { extension: 'pdf', mimeType: 'application/pdf' },
] as const;

export type AcceptedMimeType = (typeof ACCEPTED_FILE_TYPES)[number]['mimeType'];

/** For `<input type="file" accept>`. */
export const FILE_INPUT_ACCEPT = ACCEPTED_FILE_TYPES.map((t) => `.${t.extension}`).join(',');

function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  // A leading dot is a hidden file's name, not an extension ('.pdf' has no base name).
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : null;
}

export function mimeTypeForFileName(name: string): AcceptedMimeType | null {
  const extension = extensionOf(name);
  return ACCEPTED_FILE_TYPES.find((t) => t.extension === extension)?.mimeType ?? null;
}

export function isAcceptedFileName(name: string): boolean {
  return mimeTypeForFileName(name) !== null;
}

export function isAcceptedMimeType(mime: string): mime is AcceptedMimeType {
  return ACCEPTED_FILE_TYPES.some((t) => t.mimeType === mime);
}

const SIGNATURES: readonly (readonly [AcceptedMimeType, readonly number[]])[] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
];

/**
 * The type the bytes really are. Names and Content-Type are chosen by the uploader, so the
 * stored type must come from here (docs/design.md §8).
 */
export function sniffFileType(bytes: Uint8Array): AcceptedMimeType | null {
  const hit = SIGNATURES.find(([, magic]) => magic.every((b, i) => bytes[i] === b));
  return hit ? hit[0] : null;
}
