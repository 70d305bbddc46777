import type { ColumnType, Generated } from 'kysely';
import type { NullTime, Timestamp } from '../columns';

/** Showrooms, their floors, booths, products, operators and kiosks; exhibitions. */

export interface ShowroomsTable {
  id: number;
  route: string;
  name: string;
  city: Generated<string>;
  logo: Generated<string>;
  intro: Generated<string>;
  /** Migration 025: showrooms' floors and hours, booths, showroom products, operators, kiosks, exhibitions. */
  address: Generated<string>;
  floors: Generated<string[]>;
  opening_hours: Generated<string>;
}

export interface ShowroomBoothsTable {
  id: Generated<number>;
  showroom_id: number;
  floor: string;
  number: string;
  factory_id: number;
  map_x: Generated<number>;
  map_y: Generated<number>;
}

export interface ShowroomProductsTable {
  booth_id: number;
  product_id: number;
  showroom_id: number;
  featured: Generated<boolean>;
}

export interface ShowroomOperatorsTable {
  user_id: number;
  showroom_id: number;
}

export interface KioskDevicesTable {
  id: Generated<number>;
  showroom_id: number;
  name: string;
  code_hash: string;
  code_hint: string;
  token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  signed_in_at: NullTime;
  last_seen_at: NullTime;
  revoked_at: NullTime;
}

export interface KioskVisitorListsTable {
  id: Generated<number>;
  showroom_id: number;
  device_id: number;
  client_key: string;
  product_ids: number[];
  share_token: string;
  share_expires_at: Timestamp;
  share_revoked: Generated<boolean>;
  created_at: Timestamp;
}

export interface ExhibitionsTable {
  id: Generated<number>;
  route: string;
  name: string;
  city: Generated<string>;
  address: Generated<string>;
  intro: Generated<string>;
  halls: Generated<string[]>;
  starts_at: Timestamp;
  ends_at: Timestamp;
}

export interface ExhibitionBoothsTable {
  id: Generated<number>;
  exhibition_id: number;
  hall: string;
  number: string;
  factory_id: number;
  intro: Generated<string>;
  product_ids: Generated<number[]>;
  featured_ids: Generated<number[]>;
}

export interface ExhibitionSessionsTable {
  id: Generated<number>;
  exhibition_id: number;
  booth_id: number | null;
  title: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  live_url: Generated<string>;
}

export interface ShowroomTables {
  showrooms: ShowroomsTable;
  showroom_booths: ShowroomBoothsTable;
  showroom_products: ShowroomProductsTable;
  showroom_operators: ShowroomOperatorsTable;
  kiosk_devices: KioskDevicesTable;
  kiosk_visitor_lists: KioskVisitorListsTable;
  exhibitions: ExhibitionsTable;
  exhibition_booths: ExhibitionBoothsTable;
  exhibition_sessions: ExhibitionSessionsTable;
}
