import { BoApiError, sessionToken } from '../lib/api';

/**
 * Downloads a file answer of the API (CSV, PDF) with the staff session's token, which a plain
 * link cannot send: fetched, then saved under the name the server gives (Content-Disposition).
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const token = sessionToken.get();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new BoApiError(
      'The server cannot be reached. Check the connection and try again',
      0,
      undefined,
    );
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new BoApiError(
      body?.error?.message ?? 'The file could not be downloaded',
      response.status,
      body?.error?.code,
    );
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
