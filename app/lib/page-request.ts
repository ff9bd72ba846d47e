// The request as the page sees it: React Router 8 passes loaders the raw request, whose URL may
// carry data-request details ("/12.data", "_routes"); the BFF reads shop prefix and return path
// from the URL, so it gets the normalized one.

export function pageRequest(request: Request, url: URL): Request {
  if (request.url === url.href) return request;
  return new Request(url, { method: 'GET', headers: request.headers, signal: request.signal });
}
