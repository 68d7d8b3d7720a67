// Development/test entry of the writing worker: registers tsx inside the worker thread (loader flags
// such as --import tsx are not applied to workers on Node 20), then loads the TypeScript entry.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
