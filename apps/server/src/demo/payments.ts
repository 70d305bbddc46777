import { randomBytes } from 'node:crypto';
import {
  confirmedTotal,
  DEFAULT_PRICE_FORMULA,
  exchangeToRmb,
  formatZonedDate,
  incomingFee,
  ledgerLines,
  type PaymentCurrency,
  quotationNumber,
  toMinor,
} from '@wanju/domain';
import { sql } from 'kysely';
import { post } from '../payments/index';
import type { AppContext } from '../platform/http/context';

/**
 * Payments demo: customer-confirmed quotations (the raw material of contract orders) for the trading company,
 * whose provider account is left unlinked so the whole flow can be shown from the start; and for the factory,
 * which also exports, an ACTIVE sandbox account with collection accounts, buyers' payments, a contract and a
 * settled application, all written through the ledger's balanced transactions.
 */
export async function seedPayments(ctx: AppContext, tradingCompanyId: number, factoryCompanyId: number): Promise<void> {
  const { db } = ctx.database;
  const products = await db
    .selectFrom('products')
    .select([
      'id',
      'factory_id',
      'name',
      'name_en',
      'article_number',
      'exworks_price',
      'carton_quantity',
      'carton_length',
      'carton_width',
      'carton_height',
      'gross_weight',
      'net_weight',
      'unit',
      'packing_name',
    ])
    .where('is_black', '=', false)
    .orderBy('id')
    .limit(8)
    .execute();
  if (products.length < 4) return;
  const owners = await db
    .selectFrom('users')
    .select(['id', 'phone', 'company_id'])
    .where('phone', 'in', ['13800000001', '13800000005'])
    .execute();
  const trader = owners.find((u) => u.phone === '13800000001');
  const factory = owners.find((u) => u.phone === '13800000005');
  if (!trader || !factory) return;

  const now = ctx.now();
  const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
  const quotation = async (
    companyId: number,
    userId: number,
    number: number,
    customer: string,
    currency: string,
    rate: number,
    lines: typeof products,
    status: 'confirmed_all' | 'confirmed_part',
    age: number,
  ) => {
    const formula = { ...DEFAULT_PRICE_FORMULA, currency_type: currency, exchange_rate: rate };
    const { rows } = await sql<{ id: number }>`
      INSERT INTO quotations (company_id, user_id, customer_name, customer_email, number, source, status, formula,
        created_at, status_at)
      VALUES (${companyId}, ${userId}, ${customer}, ${'buyer@example.com'}, ${quotationNumber(formatZonedDate(days(age)), number)},
        'cart', ${status}, ${JSON.stringify(formula)}::jsonb, ${days(age)}, ${days(age - 1)})
      RETURNING id`.execute(db);
    const id = rows[0]?.id as number;
    const items = lines.map((p, i) => ({
      exworks_price: Number(p.exworks_price),
      carton_quantity: p.carton_quantity,
      order_box_qty: 20 + i * 10,
      decision: status === 'confirmed_part' && i === lines.length - 1 ? 'declined' : 'accepted',
      confirm_qty: 20 + i * 10,
      price_override: null,
    }));
    for (const [i, p] of lines.entries()) {
      const item = items[i];
      if (!item) continue;
      const snapshot = {
        name: p.name,
        name_en: p.name_en,
        article_number: p.article_number,
        factory_id: p.factory_id,
        factory_name: '',
        picture: '',
        thumb: '',
        unit: p.unit,
        packing_name: p.packing_name,
        exworks_price: Number(p.exworks_price),
        additional_price: 0,
        carton_length: p.carton_length,
        carton_width: p.carton_width,
        carton_height: p.carton_height,
        carton_quantity: p.carton_quantity,
        gross_weight: p.gross_weight,
        net_weight: p.net_weight,
      };
      await sql`INSERT INTO quotation_items (quotation_id, product_id, position, snapshot, order_box_qty, decision, confirm_qty)
        VALUES (${id}, ${p.id}, ${i}, ${JSON.stringify(snapshot)}::jsonb, ${item.order_box_qty}, ${item.decision},
          ${item.confirm_qty})`.execute(db);
    }
    return {
      id,
      number: quotationNumber(formatZonedDate(days(age)), number),
      total: confirmedTotal(items, { ...formula, currency_type: currency }),
    };
  };

  await quotation(
    tradingCompanyId,
    trader.id,
    1,
    'ACME Toys Inc.',
    'USD',
    7.1,
    products.slice(0, 3),
    'confirmed_all',
    7,
  );
  await quotation(
    tradingCompanyId,
    trader.id,
    1,
    'EuroPlay GmbH',
    'EUR',
    7.7,
    products.slice(3, 6),
    'confirmed_part',
    5,
  );
  const exported = await quotation(
    factoryCompanyId,
    factory.id,
    1,
    'Gulf Toys Trading LLC',
    'USD',
    7.1,
    products.slice(0, 4),
    'confirmed_all',
    23,
  );

  // The factory's sandbox account: linked, KYC approved, USD and EUR collection accounts.
  const providerId = `sbx_acc_${randomBytes(8).toString('hex')}`;
  const kyc = {
    company_name: '汕头市澄海区星辉玩具厂',
    registration_number: '91440515MA4UXXXX1K',
    address: '广东省汕头市澄海区莲下镇玩具工业区18号',
    representative_name: '林志强',
    representative_id: '440515197805120000',
    representative_phone: '13800000005',
    owners: [{ name: '林志强', id_number: '440515197805120000', share: 100 }],
  };
  await db
    .insertInto('sandbox_provider_accounts')
    .values({ id: providerId, status: 'ACTIVE', kyc: JSON.stringify(kyc) })
    .execute();
  const account = await db
    .insertInto('payment_accounts')
    .values({
      company_id: factoryCompanyId,
      user_id: factory.id,
      provider: 'sandbox',
      provider_account_id: providerId,
      status: 'ACTIVE',
      login_token: `sbx_lt_${randomBytes(16).toString('hex')}`,
      kyc: JSON.stringify({ ...kyc, document_ids: [] }),
      kyc_submitted_at: days(20),
      kyc_reviewed_at: days(19),
      linked_at: days(21),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [event, status, at] of [
    ['authorize', 'INIT', days(21)],
    ['submitKyc', 'UNDER_REVIEW', days(20)],
    ['provider', 'ACTIVE', days(19)],
  ] as const)
    await db
      .insertInto('payment_account_log')
      .values({ account_id: account.id, event, status, user_id: factory.id, created_at: at })
      .execute();
  const collection = new Map<string, number>();
  for (const [currency, number, bank, swift] of [
    ['USD', '80417236589012', 'Sandbox Bank N.A.', 'SBXBUS33'],
    ['EUR', 'DE89370400440532013000', 'Sandbox Bank Europe AG', 'SBXBDEFF'],
  ] as const) {
    const row = await db
      .insertInto('collection_accounts')
      .values({
        account_id: account.id,
        currency,
        provider_ref: `sbx_va_${randomBytes(6).toString('hex')}`,
        bank_name: bank,
        account_name: 'Shantou Chenghai Xinghui Toys Factory',
        account_number: number,
        swift,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    collection.set(currency, row.id);
  }

  const contractAmount = toMinor(exported.total.amount, 'USD');
  const contract = await db
    .insertInto('contract_orders')
    .values({
      account_id: account.id,
      company_id: factoryCompanyId,
      user_id: factory.id,
      quotation_id: exported.id,
      number: `HT-${exported.number}`,
      buyer_name: 'Gulf Toys Trading LLC',
      currency: 'USD',
      amount_minor: contractAmount,
      goods: products
        .slice(0, 4)
        .map((p) => p.name)
        .join('、'),
      goods_count: 4,
      provider_ref: `sbx_ct_${randomBytes(6).toString('hex')}`,
      created_at: days(15),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // Buyers' payments: a deposit against the contract, an unmatched EUR payment.
  const pay = async (
    currency: PaymentCurrency,
    minor: number,
    payer: string,
    country: string,
    at: Date,
    contractId: number | null,
  ) => {
    const ref = `sbx_pay_${randomBytes(8).toString('hex')}`;
    const fee = incomingFee(minor);
    await db
      .insertInto('sandbox_provider_payments')
      .values({
        id: ref,
        provider_account_id: providerId,
        currency,
        amount_minor: minor,
        payer_name: payer,
        received_at: at,
      })
      .execute();
    await db.transaction().execute(async (trx) => {
      const p = await trx
        .insertInto('incoming_payments')
        .values({
          account_id: account.id,
          collection_account_id: collection.get(currency) as number,
          provider_ref: ref,
          currency,
          amount_minor: minor,
          fee_minor: fee,
          payer_name: payer,
          payer_country: country,
          reference: contractId ? `HT-${exported.number}` : '',
          contract_id: contractId,
          received_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await post(trx, {
        accountId: account.id,
        kind: 'payment',
        ref: `payment:${p.id}`,
        at,
        entries: ledgerLines.payment(currency, minor),
      });
      await post(trx, {
        accountId: account.id,
        kind: 'fee',
        ref: `payment:${p.id}`,
        at,
        entries: ledgerLines.fee(currency, fee),
      });
    });
  };
  const deposit = Math.round(contractAmount * 0.3);
  await pay('USD', deposit, 'Gulf Toys Trading LLC', 'United Arab Emirates', days(10), contract.id);
  await pay('EUR', 1_250_000, 'Jouets Lumière SARL', 'France', days(3), null);

  // Part of the deposit settled into RMB at the rate of its day.
  const settledMinor = Math.floor(deposit / 2);
  const rate = 7.1032;
  const rmb = exchangeToRmb(settledMinor, 'USD', rate);
  await db.transaction().execute(async (trx) => {
    const s = await trx
      .insertInto('settlements')
      .values({
        account_id: account.id,
        contract_id: contract.id,
        user_id: factory.id,
        currency: 'USD',
        amount_minor: settledMinor,
        rate,
        rmb_minor: rmb,
        status: 'settled',
        provider_ref: `sbx_st_${randomBytes(6).toString('hex')}`,
        created_at: days(8),
        settled_at: days(7),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ref = `settlement:${s.id}`;
    await post(trx, {
      accountId: account.id,
      kind: 'settlement',
      ref,
      at: days(8),
      entries: ledgerLines.settlement('USD', settledMinor),
    });
    await post(trx, {
      accountId: account.id,
      kind: 'payout',
      ref,
      at: days(7),
      entries: ledgerLines.payout('USD', settledMinor, rmb),
    });
  });
}
