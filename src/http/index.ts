export { apiRequest, requestTimeoutMs } from './apiRequest';
export { clearAccessToken, readAccessToken, storeAccessToken } from './accessToken';
export { ApiError, RequestTimeoutError, failureNotice, isApiError } from './errors';
export { useNotifyFailure } from './useNotifyFailure';
