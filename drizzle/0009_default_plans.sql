-- The three plans every installation starts with (decision 0040): the default lower tier with the
-- limits of spec 9, Haladó and Profi. Limits and prices are edited later by the platform admin;
-- ON CONFLICT keeps such edits if the rows already exist.
INSERT INTO plans (id, code, name, features, agents_limit, automations_limit, mobile_app, custom_branding, priority_support, api_access, monthly_price_huf, is_default, sort_order)
VALUES
  ('plan-alap', 'alap', 'Alap', '["Havi 2 AI ügynök futtatás", "Havi 1 automatizáció", "Névjegyek, ügyek és dokumentumok"]'::jsonb, 2, 1, false, false, false, false, 0, true, 1),
  ('plan-halado', 'halado', 'Haladó', '["Havi 20 AI ügynök futtatás", "Havi 10 automatizáció", "Kiemelt támogatás", "API-hozzáférés"]'::jsonb, 20, 10, false, false, true, true, 14900, false, 2),
  ('plan-profi', 'profi', 'Profi', '["Korlátlan AI ügynök futtatás", "Korlátlan automatizáció", "Kiemelt támogatás", "API-hozzáférés", "Mobilalkalmazás", "Egyedi arculat"]'::jsonb, NULL, NULL, true, true, true, true, 39900, false, 3)
ON CONFLICT (code) DO NOTHING;
