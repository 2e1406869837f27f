#!/bin/sh
# Shows that the runtime's API check (docs/runtime-api.md) fails on an incompatible change and passes without
# one: in a throw-away copy of the tracked tree it removes the public method ServiceRuntime.plan() and builds
# the runtime (must fail, naming the method), then puts it back and builds again (must pass). The checkout is
# not touched. Needs the Maven repository warm (it runs offline).
set -eu
repo=$(cd "$(dirname "$0")/../.." && pwd)
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
(cd "$repo" && git ls-files -z --cached --others --exclude-standard | tar --null --ignore-failed-read -T - -cf - 2>/dev/null) | tar -xf - -C "$copy"
source=plugins/dev.bindwise.runtime/src/main/java/dev/bindwise/runtime/ServiceRuntime.java
build() {
    (cd "$copy" && ./mvnw -B -o verify -DskipTests -Dmaven.javadoc.skip=true -Dmaven.source.skip=true \
        -pl plugins/dev.bindwise.runtime > "$copy/build.log" 2>&1)
}
cp "$copy/$source" "$copy/ServiceRuntime.java.orig"
# the method and its body: "public ServicePlan plan() { return plan; }"
perl -0pi -e 's/\n    public ServicePlan plan\(\) \{\n        return plan;\n    \}\n//' "$copy/$source"
if cmp -s "$copy/$source" "$copy/ServiceRuntime.java.orig"; then
    echo "prove-check: ServiceRuntime.plan() not found in its expected form; adapt this script" >&2; exit 2
fi
if build; then
    echo "FAILED: the build passed although ServiceRuntime.plan() was removed" >&2; exit 1
fi
if ! grep -q "METHOD_REMOVED" "$copy/build.log"; then
    echo "FAILED: the build failed, but not on the API check:" >&2; tail -30 "$copy/build.log" >&2; exit 1
fi
echo "with ServiceRuntime.plan() removed, the build fails on the API check:"
grep -m2 -E "METHOD_REMOVED" "$copy/build.log" | sed 's/^/  /'
cp "$copy/ServiceRuntime.java.orig" "$copy/$source"
if ! build; then
    echo "FAILED: the unchanged tree does not pass:" >&2; tail -30 "$copy/build.log" >&2; exit 1
fi
echo "the unchanged tree passes the API check"
