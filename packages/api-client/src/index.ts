export * from './request.js';
export * from './query-client.js';
export * from './socket.js';
export * from './device-id.js';
export * from './patient.js';
export * from './doctor.js';
