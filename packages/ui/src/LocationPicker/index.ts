export { LocationPicker, type LocationPickerProps, type LocationMarker } from './LocationPicker';
export {
  districtAt,
  describePoint,
  toWorld,
  fromWorld,
  type LatLng,
  type DistrictCollection,
  type DistrictFeature,
} from './geo';
