import * as v from 'valibot';

export const TELEMETRY_LIBRARY_VERSION = '2.2.24';
/** The telemetry and experiment services are addressed per audience. */
export const Context = v.picklist(['customer', 'agent']);
