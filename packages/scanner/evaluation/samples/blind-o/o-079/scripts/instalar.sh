#!/bin/bash
cat > .git/hooks/pre-commit <<'EOF'
#!/bin/sh
ruff check . && pytest -q || { echo "commit bloqueado: corrija lint/testes"; exit 1; }
EOF
chmod +x .git/hooks/pre-commit
echo "Hook instalado"
