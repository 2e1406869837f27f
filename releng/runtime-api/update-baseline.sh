#!/bin/sh
# Makes the runtime's API baseline (docs/runtime-api.md, "The API check") from the tree as it is: builds the
# runtime and keeps the classes of the API packages (dev.bindwise.runtime, .soap, .iiop; not .internal).
# Run it when the API changes on purpose, and commit the baseline with the change.
set -eu
cd "$(dirname "$0")/../.."
./mvnw -B -q -o package -pl plugins/dev.bindwise.runtime -Djapicmp.skip=true -Dmaven.javadoc.skip=true -Dmaven.source.skip=true
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && jar xf "$OLDPWD"/plugins/dev.bindwise.runtime/target/bindwise-runtime-*[0-9T].jar)
# only the API packages' own classes: the internal packages are no promise
(cd "$work" && find dev/bindwise/runtime -maxdepth 1 -name '*.class'; cd "$work" && find dev/bindwise/runtime/soap dev/bindwise/runtime/iiop -maxdepth 1 -name '*.class') | sort > "$work/api.list"
(cd "$work" && jar --create --file "$OLDPWD/releng/runtime-api/bindwise-runtime-api-baseline.jar" --date=2026-01-01T00:00:00Z @api.list)
echo "baseline: releng/runtime-api/bindwise-runtime-api-baseline.jar ($(wc -l < "$work/api.list") classes)"
