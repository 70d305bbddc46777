import { emptyListing, type ListingInput } from '@wanju/domain';
import sharp from 'sharp';
import { addCompany, type TestServer } from './harness';

/** A distinct picture per seed: coloured blocks, so image search tells them apart. */
export async function drawnPicture(seed: number, size = 240): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="hsl(${hue},70%,85%)"/>
    <circle cx="${40 + (seed % 7) * 20}" cy="${60 + (seed % 5) * 25}" r="${30 + (seed % 4) * 10}" fill="hsl(${(hue + 120) % 360},80%,40%)"/>
    <rect x="${(seed * 13) % 120}" y="${(seed * 29) % 120}" width="90" height="50" fill="hsl(${(hue + 240) % 360},70%,35%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export function productInput(patch: Partial<ListingInput> = {}): ListingInput {
  return {
    ...emptyListing(),
    name: '星空遥控越野车',
    name_en: 'Starry RC Off-road Car',
    article_number: 'LX-1001',
    category_id: 4000,
    exworks_price: 35.5,
    carton_length: 60,
    carton_width: 40,
    carton_height: 50,
    carton_quantity: 24,
    gross_weight: 12,
    net_weight: 10,
    certifications: ['EN71'],
    ...patch,
  };
}

export async function uploadPicture(server: TestServer, token: string, bytes: Buffer, crop?: object) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'p.jpg');
  if (crop) form.append('crop', JSON.stringify(crop));
  const response = await fetch(`${server.baseUrl}/api/factory_product/upload_picture`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  return (await response.json()) as { code: number; msg: string; data: { picture: string; thumb: string } };
}

/** A second factory and its account (13900000009), beside the demo factory of 13800000005. */
export async function rivalFactory(server: TestServer): Promise<{ token: string; factoryId: number }> {
  const { db } = server.ctx.database;
  const own = await db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select('c.factory_id')
    .where('u.phone', '=', '13800000005')
    .executeTakeFirstOrThrow();
  const other = await db
    .selectFrom('factories')
    .select('id')
    .where('id', '!=', own.factory_id as number)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await addCompany(server, { name: '对手玩具厂', company_type: 2, factory_id: other.id }, [
    { phone: '13900000009', nickname: '对手', user_type: 0, chat_id: 'u_rival' },
  ]);
  return { token: await server.login('13900000009'), factoryId: other.id };
}
