-- What a user keeps on the server (get_user_config, the commonly used fields, the pages they open, the
-- captchas before an SMS code) and what a company shares (its join code, its rates and default currency).

-- The code a colleague types to join the company (bind_company); random, unique, shown to its main account.
ALTER TABLE companies ADD COLUMN join_code text NOT NULL UNIQUE
  DEFAULT upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8));
-- edit_user_company_config: the company's default quotation currency and its own exchange rates.
ALTER TABLE companies ADD COLUMN config jsonb NOT NULL DEFAULT '{}'::jsonb;

-- get_user_config / update_user_config: interface language, page size, default price formula,
-- commonly used fields.
ALTER TABLE users ADD COLUMN config jsonb NOT NULL DEFAULT '{}'::jsonb;

-- The pages a user opened from the menu or the tabs: the history dialog's records (get_history_record,
-- remove_history_record) and the usage order of the menu (save_menu_statistics, get_order).
CREATE TABLE page_visits (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  path text NOT NULL,
  title text NOT NULL DEFAULT '',
  visits integer NOT NULL DEFAULT 1,
  last_visit_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, path)
);
CREATE INDEX page_visits_recent_idx ON page_visits (user_id, last_visit_at DESC);

-- A picture captcha answered before an SMS code is sent to register (send_captcha). Only hashes are kept.
CREATE TABLE captchas (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  answer_hash text NOT NULL,
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX captchas_ip_idx ON captchas (ip, created_at);

-- The platform's exchange rates (RMB per unit of the currency), the default of every company (get_rate).
CREATE TABLE exchange_rates (
  currency text PRIMARY KEY,
  rate numeric NOT NULL CHECK (rate > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO exchange_rates (currency, rate) VALUES
  ('RMB', 1), ('USD', 7.2), ('EUR', 7.8), ('GBP', 9.1), ('HKD', 0.92), ('JPY', 0.048);

-- The help centre's articles (get_help_contents), maintained by the platform.
CREATE TABLE help_contents (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  paragraphs jsonb NOT NULL DEFAULT '[]'::jsonb,
  sort integer NOT NULL DEFAULT 0
);
INSERT INTO help_contents (slug, title, paragraphs, sort) VALUES
  ('start', '注册与登录', '["使用手机号和密码，或手机号和短信验证码登录。验证码 60 秒内只能发送一次，请注意查收短信。","登录后页面右上角显示您的昵称与账号类型（主账号、业务员或管理员）。在“个人设置”中可修改昵称。","长时间未操作或在其他设备登录后，系统会要求重新登录，未保存的选样记录不会丢失。"]'::jsonb, 0),
  ('search', '搜索产品与工厂', '["在页面顶部搜索框输入玩具名称、货号或产品编号，按回车或点击“搜索”。切换到“工厂”可按工厂名称或联系电话搜索。","输入时下拉框显示“猜你想要”（最多 10 条）与最近搜索记录，点击即可直接搜索。","在搜索结果页可按分类、证书、价格区间筛选，并按综合、最新上架、价格或人气排序。"]'::jsonb, 1),
  ('image', '以图搜图', '["点击搜索框旁的“以图搜图”，上传产品图片或按 Ctrl+V 粘贴截图，可裁剪出需要识别的部分。","系统按外观相似度排序返回产品，第一条通常就是图片中的产品或同款。"]'::jsonb, 2),
  ('sample', '选样车、对比与询价', '["在产品卡片或产品详情中点击购物车图标，将产品加入选样车；可创建多个选样车分别管理不同客户或项目。","点击对比图标将产品加入对比，在右侧工具栏的“对比”中并排查看价格、尺寸、装箱与证书。","在选样车中选择产品后可向工厂发起询价或补样申请，工厂回复后在“询价列表”中查看。"]'::jsonb, 3),
  ('tools', '标签页、缩放与工具栏', '["每打开一个页面都会在顶部生成一个标签，首页标签始终保留。可关闭单个标签，或在标签操作菜单中“关闭其他”“关闭全部”。","标签栏右侧的缩放控件可将页面缩放到 50%–150%，设置会自动保存。","右侧浮动工具栏可拖动位置、收起或展开；页面向下滚动后出现“顶部”按钮，一键返回页首。"]'::jsonb, 4),
  ('member', '会员与免费搜索次数', '["免费用户每天可进行一定次数的新搜索（关键词、工厂、图片与 Excel 搜索均计入），次数用完后次日 0 点恢复。","开通会员后搜索不限次数，并可使用以图搜图、批量导出、报价单等高级功能。如需开通，请联系客服。"]'::jsonb, 5),
  ('contact', '联系客服', '["客服热线：400-800-1234（工作日 9:00–18:00）。","客服邮箱：service@wanju.example，我们会在一个工作日内回复。","反馈产品信息错误：在产品详情中点击“报告错误”，注明错误字段，平台核实后会通知工厂更正。"]'::jsonb, 6);
