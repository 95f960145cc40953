/** Only our own root-relative URLs or https (a storage service's signed URL) are ever put in the page. */
export const isSafeFileUrl = (url: string) => /^\/(?!\/)/.test(url) || /^https:\/\//i.test(url);

/**
 * Starts the download of a signed file URL without leaving the app: our own URLs download under
 * the given name; a storage service's https URL opens in a new tab. Replaceable in tests (jsdom
 * cannot navigate). Anything else is refused.
 */
export const downloader = {
  start(url: string, fileName: string): boolean {
    if (!isSafeFileUrl(url)) return false;
    const a = document.createElement('a');
    a.href = url;
    a.rel = 'noopener noreferrer';
    if (url.startsWith('/')) a.download = fileName;
    else a.target = '_blank';
    document.body.append(a);
    a.click();
    a.remove();
    return true;
  },
};
