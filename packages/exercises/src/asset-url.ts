/**
 * Builds an asset URL with the cache-busting version (spec: res_version on assets).
 * @param baseUrl - asset base (folder URL or path)
 * @param file - file name relative to the base
 * @param resVersion - the resource's res_version
 * @returns `${base}/${file}?v=${resVersion}`
 */
export function assetUrl(baseUrl: string, file: string, resVersion: number): string {
  if (/^https?:\/\//i.test(file)) return file;
  const base = baseUrl.replace(/\/+$/, "");
  const rel = file.replace(/^\/+/, "");
  return `${base}/${rel}?v=${resVersion}`;
}
