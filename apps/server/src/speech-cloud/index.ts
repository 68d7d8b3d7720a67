export {
  buildIflytekUrl,
  IFLYTEK_ENDPOINTS,
  type IflytekConfig,
  type IflytekService,
  type IflytekUrlInput,
  iflytekFromEnv,
  iflytekServiceUrl,
  rfc1123,
} from "./iflytek-url.ts";
