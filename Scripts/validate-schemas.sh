#!/usr/bin/env bash
# Validates the JSON Schemas in Schemas/ and the data they describe:
#   1. both schemas against the JSON Schema 2020-12 metaschema;
#   2. every shipped theme (Themes/*.theme.{yaml,yml,json}) against theme.schema.json;
#   3. every golden table (Tests/ThemeCompilerTests/Fixtures/Themes/*.table.json)
#      against theme-table.schema.json (skipped while there are none).
# The schemas only check shape; `themec lint` remains the authority on the language.
# Run from anywhere; paths are taken relative to the repository root.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v check-jsonschema >/dev/null 2>&1; then
    echo "installing check-jsonschema (pip)…" >&2
    python3 -m pip install --quiet check-jsonschema
    if ! command -v check-jsonschema >/dev/null 2>&1; then
        user_bin="$(python3 -m site --user-base)/bin"
        export PATH="$user_bin:$PATH"
    fi
fi

shopt -s nullglob

echo "== metaschema: Schemas/*.json"
check-jsonschema --check-metaschema Schemas/*.json

themes=(Themes/*.theme.yaml Themes/*.theme.yml Themes/*.theme.json)
if ((${#themes[@]} > 0)); then
    echo "== themes (${#themes[@]}) against Schemas/theme.schema.json"
    check-jsonschema --schemafile Schemas/theme.schema.json "${themes[@]}"
else
    echo "== no themes in Themes/" >&2
    exit 1
fi

tables=(Tests/ThemeCompilerTests/Fixtures/Themes/*.table.json)
if ((${#tables[@]} > 0)); then
    echo "== golden tables (${#tables[@]}) against Schemas/theme-table.schema.json"
    check-jsonschema --schemafile Schemas/theme-table.schema.json "${tables[@]}"
fi

# Themes the compiler rejects that the schema can reject too (base with extends, numbers
# that are not finite): each must fail. NaN cannot be told apart in JSON Schema.
rejects=(Tests/Fixtures/SchemaRejects/*.theme.yaml)
echo "== themes the schema must reject (${#rejects[@]})"
for theme in "${rejects[@]}"; do
    if check-jsonschema --schemafile Schemas/theme.schema.json "$theme" >/dev/null 2>&1; then
        echo "Schemas/theme.schema.json accepts $theme, which themec rejects" >&2
        exit 1
    fi
done
