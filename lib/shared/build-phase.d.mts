export function buildingNow(): boolean;
