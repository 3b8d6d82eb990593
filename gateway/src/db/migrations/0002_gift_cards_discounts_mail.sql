-- Gift cards sold as order lines: who receives them travels with the line.
ALTER TABLE order_lines ADD COLUMN gift_card jsonb;

-- A gift card the shop issued. Only a hash of its code is kept; the code is shown once and mailed.
CREATE TABLE gift_cards (
  id uuid PRIMARY KEY,
  code_hash text NOT NULL UNIQUE,
  last4 text NOT NULL,
  initial_cents integer NOT NULL CHECK (initial_cents > 0),
  balance_cents integer NOT NULL CHECK (balance_cents >= 0),
  order_id uuid NOT NULL REFERENCES orders (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Single-use discount codes (the newsletter's 15% off the first order).
CREATE TABLE discount_codes (
  code text PRIMARY KEY,
  basis_points integer NOT NULL CHECK (basis_points > 0 AND basis_points <= 10000),
  email text,
  used_order_id uuid REFERENCES orders (id),
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What an order took from a discount code and a gift card; both go back if the payment fails.
ALTER TABLE orders ADD COLUMN discount_code text;
ALTER TABLE orders ADD COLUMN discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0);
ALTER TABLE orders ADD COLUMN gift_card_id uuid REFERENCES gift_cards (id);
ALTER TABLE orders ADD COLUMN gift_card_cents integer NOT NULL DEFAULT 0 CHECK (gift_card_cents >= 0);

-- Mail is written here in the same transaction as what it tells about, and sent later with retries.
CREATE TABLE email_outbox (
  id uuid PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at) WHERE status = 'pending';
