export { apiDownload, apiRequest, requestTimeoutMs, saveFile, type DownloadedFile } from './apiRequest';
export { clearAccessToken, readAccessToken, storeAccessToken } from './accessToken';
export { ApiError, RequestTimeoutError, failureNotice, isApiError } from './errors';
export { useNotifyFailure } from './useNotifyFailure';
