// Seeds a fresh, migrated database with the admin list's worst case (issue 10): N users, one
// application each for most and a second one for some, three debt accounts per application.
// Set-based SQL (generate_series), one INSERT statement per table, so a statement-level
// trigger on applications fires once and a row-level one still sees ordinary inserts.
// Randomness is seeded (setseed), so two runs on the same engine hold the same rows.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../app/server/db.server.ts";
import { encryptedPick, phoneSearchUpdate } from "./personal-data.ts";

// Names of many origins, so trigram searches meet the spread of letters a real list has.
// Some surnames share "ovel" (Lovell, Novelli, Lovelace, Kovel) as a typical fragment does.
const FIRST_NAMES =
  `Ada Aaliyah Abdul Adrian Agnieszka Ahmed Aiko Alejandro Aleksandr Alice Amara Amir Ana Andrea
 Angela Anil Anna Anthony Arjun Astrid Ayesha Beatriz Benjamin Bjorn Brandon Bridget Carlos Carmen Catherine Chen
 Chiara Chloe Christopher Chukwuemeka Daniel Darius David Deepa Diego Dmitri Elena Elif Elijah Emily Emma Eric
 Esther Fatima Felipe Fiona Francesca Gabriel Giorgio Grace Hana Hannah Hassan Helga Hiroshi Ibrahim Ingrid Isabel
 Ivan James Jamal Javier Jennifer Jessica Joao John Jorge Joseph Juan Julia Kai Karim Katarzyna Kenji Kevin Kwame
 Laura Layla Leila Liam Lucia Luis Mai Malik Marco Maria Mariam Mark Mateo Matthew Mei Michael Miguel Mohammed
 Nadia Naomi Nikolai Noah Nora Olga Oliver Olivia Omar Pablo Patricia Pedro Priya Rafael Rahul Rebecca Robert Rosa
 Samuel Sara Sean Sergei Sofia Sophie Stefan Sunita Takeshi Tamara Thomas Tomasz Valentina Victor Wei William
 Xavier Yara Yusuf Zainab Zoe`.split(/\s+/);
const LAST_NAMES =
  `Abara Abbott Acheampong Adams Aguilar Ahmed Alexander Ali Allen Almeida Alvarez Anderson Andersson
 Antonelli Appiah Arslan Bailey Baker Banerjee Barnes Becker Bell Bennett Bergstrom Bianchi Brooks Brown Bryant
 Butler Campbell Carter Castillo Chan Chang Chatterjee Chavez Chen Clark Coleman Collins Cook Cooper Costa Cruz
 Das Davies Davis Delgado Diaz Dubois Dunn Edwards Evans Fernandes Fernandez Fischer Fitzgerald Flores Fontaine
 Foster Garcia Gomez Gonzalez Graham Gray Green Griffin Gupta Gutierrez Hall Hamilton Hansen Harris Hashemi Hayes
 Henderson Hernandez Hill Hoffmann Howard Hughes Ibrahim Iyer Jackson James Jansen Jenkins Jimenez Johansson
 Johnson Jones Kaminski Kapoor Kato Kaur Kelly Kennedy Khan Kim King Kobayashi Koch Kovacs Kovalenko Kovel Kowalski
 Kumar Larsen Lee Lewis Lindqvist Lopez Lovelace Lovell Lozano Martin Martinez Mason Mehta Mendoza Meyer Miller
 Mitchell Molina Moore Morales Moreau Morgan Morris Muller Murphy Murray Nakamura Nguyen Nielsen Novak Novelli
 Nowak Obi Odhiambo Okafor Okonkwo Oliveira Olsen Ortiz Owens Park Patel Pereira Perez Perry Peters Petrov
 Phillips Popescu Powell Price Ramirez Ramos Reddy Reed Reyes Richardson Rivera Roberts Robinson Rodriguez Rossi
 Russell Russo Saito Sanchez Sanders Santos Sato Schmidt Schneider Scott Shah Silva Simmons Singh Smith Sokolov
 Sorensen Stewart Sullivan Suzuki Tanaka Taylor Thomas Thompson Torres Tran Turner Vargas Vasquez Volkov Wagner
 Walker Wang Ward Watson Weber White Williams Wilson Wong Wood Wright Yamamoto Yilmaz Young Zhang Zimmermann`.split(
    /\s+/,
  );
const DOMAINS = [
  "example.com",
  "example.com",
  "example.com",
  "example.org",
  "example.net",
  "inbox.test",
  "post.test",
  "harbormail.test",
];
const CREDITORS = [
  "Chase",
  "Capital One",
  "Citi",
  "Discover",
  "Synchrony Bank",
  "Wells Fargo",
  "Bank of America",
  "American Express",
  "Barclays",
  "LendingClub",
  "Mercy Hospital",
  "Midland Credit",
];

/** `array['a', 'b']` of our own constants (checked letters only, so nothing needs quoting). */
function textArray(values: readonly string[]): ReturnType<typeof sql.raw> {
  for (const value of values) {
    if (!/^[A-Za-z .-]+$/.test(value)) throw new Error(`unexpected seed value ${value}`);
  }
  return sql.raw(`array[${values.map((v) => `'${v}'`).join(", ")}]::text[]`);
}

/** `array[...]` indexed by a random() draw: one element, evenly chosen. */
function pick(values: readonly string[], draw: ReturnType<typeof sql.raw>) {
  return sql`(${textArray(values)})[1 + floor(${draw} * ${sql.raw(String(values.length))})::int]`;
}

export interface SeedOptions {
  applications: number;
  /** Fewer users than applications: the rest are second applications of the same people. */
  users: number;
}

export const userIdOf = (n: number) => sql`md5(${`user${n}`})::uuid`;

/**
 * Inserts users, applications and debt accounts (three per application) in one
 * transaction, then leaves VACUUM ANALYZE to the caller (it cannot run in a transaction).
 */
export async function seed(db: Db, { applications, users }: SeedOptions): Promise<string[]> {
  const r = (n: number) => sql.raw(`r${n}`);
  const steps: string[] = [];
  await db.transaction(async (tx) => {
    const step = async (label: string, statement: SQL) => {
      const started = performance.now();
      await tx.execute(statement);
      steps.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    };
    await tx.execute(sql`select setseed(0.42)`);
    await step(
      "users",
      sql`
      insert into users (id, name, email, email_verified, first_name, last_name, phone, created_at, updated_at)
      select md5('user' || u)::uuid, f || ' ' || l,
        regexp_replace(lower(f || '.' || l), '[^a-z.]', '', 'g') || '.' || u || '@' || d,
        true, f, l, ${encryptedPick("users.phone", sql`u`)}, c, c
      from (
        select u, ${pick(FIRST_NAMES, r(1))} f, ${pick(LAST_NAMES, r(2))} l, ${pick(DOMAINS, r(3))} d,
          now() - interval '760 days' + random() * interval '30 days' c
        from (select u, random() r1, random() r2, random() r3 from generate_series(1, ${users}) u) g
      ) named`,
    );
    await step("phone search tokens", phoneSearchUpdate());
    // Applications spread evenly over the last two years, each from a user made before it;
    // statuses mostly pending or approved, later stages only after an approved earlier one.
    await step(
      "applications",
      sql`
      with g as materialized (
        select i, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6,
          random() r7, random() r8, random() r9, now() - random() * interval '730 days' created_at
        from generate_series(1, ${applications}) i
      ), s as (
        select g.*, u.id user_id, u.first_name, u.last_name, u.email,
          case when r1 < 0.35 then 'pending' when r1 < 0.80 then 'approved'
               when r1 < 0.93 then 'declined' else 'cancelled' end status,
          round((7500 + power(r2, 2) * 142500)::numeric, 2) debt_amount
        from g join users u on u.id = md5('user' || (1 + (i - 1) % ${users}))::uuid
      ), t as (
        select s.*,
          case when status <> 'approved' or r3 < 0.4 then 'pending' when r3 < 0.9 then 'approved'
               else 'declined' end enrollment_status,
          case when status = 'pending' then null
               else least(created_at + r4 * interval '10 days', now()) end decided_at
        from s
      ), v as (
        select t.*,
          case when enrollment_status <> 'approved' or r5 < 0.4 then 'pending' when r5 < 0.9 then 'approved'
               else 'declined' end negotiations_status,
          case when enrollment_status = 'approved' then least(decided_at + interval '7 days', now()) end
            enrollment_approved_at
        from t
      ), w as (
        select v.*,
          case when negotiations_status = 'approved' then least(enrollment_approved_at + interval '14 days', now())
            end negotiations_approved_at,
          negotiations_status = 'approved' and r6 < 0.5 is_complete
        from v
      )
      insert into applications (id, user_id, submission_id, status, debt_amount, debt_range, credit_score,
        first_name, last_name, email, phone, address, date_of_birth, ssn_last_four, employment_status,
        monthly_income, enrollment_status, enrollment_approved_at, negotiations_status,
        negotiations_approved_at, completion_percentage, is_complete, completed_at, approval_email_sent,
        decided_at, created_at, updated_at)
      select md5('application' || i)::uuid, case when i % 100 = 0 then null else user_id end,
        md5('submission' || i)::uuid, status, debt_amount,
        case when debt_amount <= 10000 then '$7,500-$10,000' when debt_amount <= 15000 then '$10,001-$15,000'
             when debt_amount <= 25000 then '$15,001-$25,000' when debt_amount <= 50000 then '$25,001-$50,000'
             when debt_amount <= 75000 then '$50,001-$75,000' when debt_amount <= 100000 then '$75,001-$100,000'
             else '$100,001+' end,
        ${pick(["excellent", "good", "fair", "poor"], r(7))}, first_name, last_name, email,
        ${encryptedPick("applications.phone", sql`i`)}, ${encryptedPick("applications.address", sql`i`)},
        ${encryptedPick("applications.date_of_birth", sql`i`)}, ${encryptedPick("applications.ssn_last_four", sql`i`)},
        ${pick(["employed", "self-employed", "unemployed", "retired"], r(8))},
        ${encryptedPick("applications.monthly_income", sql`i`)}, enrollment_status, enrollment_approved_at, negotiations_status,
        negotiations_approved_at,
        case when is_complete then 100 when negotiations_status = 'approved' then 75
             when enrollment_status = 'approved' then 50 when status = 'approved' then 25 else 0 end,
        is_complete, case when is_complete then least(negotiations_approved_at + interval '30 days', now()) end,
        status = 'approved', decided_at, created_at,
        greatest(created_at, decided_at, enrollment_approved_at, negotiations_approved_at)
      from w`,
    );
    // Three accounts each, listed in order, their balances adding up to the application's debt.
    await step(
      "debt accounts",
      sql`
      insert into debt_accounts (application_id, original_creditor, account_sold, account_type, open_closed,
        status, current_balance, paid_off, payment_frequency, payment_amount, original_balance, term,
        date_opened, last_payment_date, position, created_at, updated_at)
      select a.id, ${pick(CREDITORS, r(1))}, r2 < 0.1,
        ${pick(["Credit Card", "Personal Loan", "Medical Debt", "Store Card", "Line of Credit"], r(3))},
        case when r4 < 0.7 then 'Open' else 'Closed' end,
        ${pick(["Current", "Late", "Charged Off", "Collection"], r(4))}, balance, false, 'Monthly',
        round(balance * 0.03, 2), round(balance * 1.2, 2), '36 months',
        (a.created_at - interval '1 year' - r2 * interval '8 years')::date,
        (a.created_at - r3 * interval '60 days')::date, p, a.created_at, a.created_at
      from (
        select a.id, a.created_at, p, random() r1, random() r2, random() r3, random() r4,
          round(a.debt_amount * (array[0.5, 0.3, 0.2])[p + 1], 2) balance
        from applications a cross join generate_series(0, 2) p
      ) a`,
    );
  });
  return steps;
}
