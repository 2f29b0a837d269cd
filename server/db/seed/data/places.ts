import 'server-only';
// Real Bangalore localities with approximate centre coordinates, grouped into the five zones the zone
// dropdown lists. Sub locations are well-known pockets of their parent locality.

export const CITY_NAME = 'Bangalore';

export const ZONE_NAMES = [
  'Bengaluru South',
  'Bengaluru East',
  'Bengaluru North',
  'Bengaluru West',
  'Bengaluru Central',
] as const;
export type ZoneName = (typeof ZONE_NAMES)[number];

export interface LocationSeed {
  name: string;
  zone: ZoneName;
  lat: number;
  lng: number;
  /** Sub locations: [name, latitude, longitude]. */
  subs: readonly (readonly [string, number, number])[];
}

export const LOCATIONS: readonly LocationSeed[] = [
  // East
  { name: 'Whitefield', zone: 'Bengaluru East', lat: 12.9698, lng: 77.75, subs: [['Kadugodi', 12.9986, 77.7594], ['Hope Farm', 12.9843, 77.7535], ['ITPL', 12.9863, 77.7373]] },
  { name: 'Sarjapur Road', zone: 'Bengaluru East', lat: 12.9103, lng: 77.6857, subs: [['Kasavanahalli', 12.9089, 77.6795], ['Dommasandra', 12.8797, 77.7541], ['Kodathi', 12.8994, 77.7106]] },
  { name: 'Bellandur', zone: 'Bengaluru East', lat: 12.9304, lng: 77.6784, subs: [['Green Glen Layout', 12.9236, 77.6721], ['Kadubeesanahalli', 12.9422, 77.6972]] },
  { name: 'Marathahalli', zone: 'Bengaluru East', lat: 12.9569, lng: 77.7011, subs: [['Munnekollal', 12.9491, 77.7155]] },
  { name: 'Varthur', zone: 'Bengaluru East', lat: 12.9406, lng: 77.747, subs: [['Gunjur', 12.9275, 77.7406]] },
  { name: 'Panathur', zone: 'Bengaluru East', lat: 12.9367, lng: 77.7106, subs: [['Kariyammana Agrahara', 12.9311, 77.6942]] },
  { name: 'KR Puram', zone: 'Bengaluru East', lat: 13.0076, lng: 77.6953, subs: [['Battarahalli', 13.0206, 77.7164]] },
  { name: 'Old Madras Road', zone: 'Bengaluru East', lat: 13.0108, lng: 77.6867, subs: [['Avalahalli', 13.0465, 77.7317]] },
  { name: 'Budigere Cross', zone: 'Bengaluru East', lat: 13.0567, lng: 77.7571, subs: [] },
  { name: 'Indiranagar', zone: 'Bengaluru East', lat: 12.9784, lng: 77.6408, subs: [['HAL 2nd Stage', 12.9719, 77.6412]] },
  // South
  { name: 'HSR Layout', zone: 'Bengaluru South', lat: 12.9116, lng: 77.6389, subs: [['Sector 2', 12.9141, 77.6466], ['Sector 7', 12.9091, 77.6315]] },
  { name: 'Electronic City', zone: 'Bengaluru South', lat: 12.8452, lng: 77.6602, subs: [['Neeladri Nagar', 12.8436, 77.6705], ['Hosa Road', 12.8784, 77.6695]] },
  { name: 'Koramangala', zone: 'Bengaluru South', lat: 12.9352, lng: 77.6245, subs: [['Koramangala 5th Block', 12.9344, 77.6191]] },
  { name: 'JP Nagar', zone: 'Bengaluru South', lat: 12.9063, lng: 77.5857, subs: [['JP Nagar 7th Phase', 12.8925, 77.5791]] },
  { name: 'Bannerghatta Road', zone: 'Bengaluru South', lat: 12.8876, lng: 77.597, subs: [['Hulimavu', 12.8772, 77.6045], ['Arekere', 12.8876, 77.6068]] },
  { name: 'Kanakapura Road', zone: 'Bengaluru South', lat: 12.87, lng: 77.544, subs: [['Thalaghattapura', 12.8635, 77.5421]] },
  { name: 'Hosur Road', zone: 'Bengaluru South', lat: 12.9008, lng: 77.6343, subs: [['Bommanahalli', 12.9089, 77.6239], ['Singasandra', 12.8818, 77.6405]] },
  { name: 'BTM Layout', zone: 'Bengaluru South', lat: 12.9166, lng: 77.6101, subs: [['BTM 2nd Stage', 12.9165, 77.6101]] },
  { name: 'Jayanagar', zone: 'Bengaluru South', lat: 12.925, lng: 77.5938, subs: [['Jayanagar 4th Block', 12.9292, 77.5826]] },
  { name: 'Banashankari', zone: 'Bengaluru South', lat: 12.9255, lng: 77.5468, subs: [['Banashankari 3rd Stage', 12.9183, 77.5443]] },
  // North
  { name: 'Hebbal', zone: 'Bengaluru North', lat: 13.0358, lng: 77.597, subs: [['Kempapura', 13.0458, 77.5986]] },
  { name: 'Yelahanka', zone: 'Bengaluru North', lat: 13.1007, lng: 77.5963, subs: [['Attur Layout', 13.0975, 77.5727], ['Yelahanka New Town', 13.1005, 77.5855]] },
  { name: 'Hennur', zone: 'Bengaluru North', lat: 13.0358, lng: 77.64, subs: [['Kothanur', 13.0633, 77.6432]] },
  { name: 'Thanisandra', zone: 'Bengaluru North', lat: 13.054, lng: 77.633, subs: [['Nagavara', 13.0405, 77.6193]] },
  { name: 'Devanahalli', zone: 'Bengaluru North', lat: 13.2473, lng: 77.712, subs: [['Bettahalasur', 13.1645, 77.6441]] },
  { name: 'Jakkur', zone: 'Bengaluru North', lat: 13.0785, lng: 77.6057, subs: [['Jakkur Plantation', 13.0818, 77.6123]] },
  { name: 'Sahakara Nagar', zone: 'Bengaluru North', lat: 13.062, lng: 77.5862, subs: [['Byatarayanapura', 13.0661, 77.5944]] },
  // West
  { name: 'Rajajinagar', zone: 'Bengaluru West', lat: 12.991, lng: 77.553, subs: [['Rajajinagar 1st Block', 12.9985, 77.5533]] },
  { name: 'Yeshwanthpur', zone: 'Bengaluru West', lat: 13.028, lng: 77.54, subs: [['Goraguntepalya', 13.0283, 77.5316]] },
  { name: 'Kengeri', zone: 'Bengaluru West', lat: 12.9077, lng: 77.4854, subs: [['Kengeri Satellite Town', 12.9147, 77.4837]] },
  { name: 'Mysore Road', zone: 'Bengaluru West', lat: 12.945, lng: 77.52, subs: [['Rajarajeshwari Nagar', 12.9274, 77.5155]] },
  { name: 'Tumkur Road', zone: 'Bengaluru West', lat: 13.043, lng: 77.51, subs: [['Nagasandra', 13.0479, 77.5003]] },
  { name: 'Magadi Road', zone: 'Bengaluru West', lat: 12.976, lng: 77.522, subs: [] },
  // Central
  { name: 'Malleshwaram', zone: 'Bengaluru Central', lat: 13.0035, lng: 77.5709, subs: [['Malleshwaram West', 13.0068, 77.5645]] },
  { name: 'Richmond Town', zone: 'Bengaluru Central', lat: 12.961, lng: 77.6, subs: [['Langford Town', 12.9567, 77.6013]] },
  { name: 'Frazer Town', zone: 'Bengaluru Central', lat: 12.998, lng: 77.615, subs: [['Cox Town', 12.9965, 77.6214]] },
  { name: 'Ulsoor', zone: 'Bengaluru Central', lat: 12.981, lng: 77.62, subs: [] },
];
