/** Where the service serves its OpenAPI document: its own module, so a page that links it (the QA console) does not load the document's whole route graph. */
export const OPENAPI_PATH = '/openapi.json';
