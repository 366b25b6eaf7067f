// The one confidence scale lives in util, shared with the engine's suggestions.
export { confidence, type Confidence } from '../util/confidence';
