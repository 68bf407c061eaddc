/** http/: what other modules of the local store service may use (emulator/README.md, "Modules and layers"). */
export { modify, read } from './access';
export { registerChildRoutes } from './child-routes';
export type { ChildCollection } from './child-routes';
export { clientAddress } from './client-address';
export {
  CUSTOMER_ID_HEADER,
  CUSTOMER_ID_HEADER_LABEL,
  customerIdHeaderValue,
} from './customer-id-header';
export { one, pageQuery, paged, sqlPage } from './envelope';
export type { PageQuery } from './envelope';
export {
  ApiError,
  conflict,
  fieldErrors,
  notFound,
  sendApiError,
  toApiError,
  tooManyRequests,
  unprocessable,
  v3ErrorObject,
} from './errors';
export { selectFields } from './field-selection';
export { acceptEmptyJsonBodies } from './json-body';
export { isLoopback, restrictLocalEndpoints } from './local-only';
export {
  MANAGEMENT_PREFIX,
  accountOf,
  installManagementAuth,
  installRateLimit,
  managementAuthFailure,
} from './management-auth';
export { readFileForm } from './multipart';
export type { FileForm, UploadedFile } from './multipart';
export {
  csvList,
  dateFilters,
  dateText,
  idParam,
  objectBody,
  parseInput,
  supportedOnly,
} from './validation';
