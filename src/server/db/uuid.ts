const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be looked up in a uuid column: PostgreSQL answers a malformed one with an error. */
export const isUuid = (value: string): boolean => UUID.test(value);
