#!/usr/bin/env bash
# Regenerates src-gen/ of dev.bindwise.model from model/bindwise.genmodel with EMF's own generator, without Eclipse.
# Run it after editing model/bindwise.ecore; then review and commit model/bindwise.genmodel and src-gen/.
# Needs a JDK >= 21 (JAVA_HOME, or one under /usr/lib/jvm) and Maven (mvn, or the repository's ./mvnw) to fetch the jars.
set -euo pipefail

codegen_dir=$(cd "$(dirname "$0")" && pwd)
bundle_dir=$(dirname "$codegen_dir")
repo_dir=$(cd "$bundle_dir/../.." && pwd)

# The EMF generator and what it needs standalone. equinox.common is there because the generator touches
# org.eclipse.core.runtime classes (progress monitors, OperationCanceledException) even outside Eclipse.
generator_artifacts=(
  org.eclipse.emf:org.eclipse.emf.codegen.ecore:2.46.0
  org.eclipse.emf:org.eclipse.emf.codegen:2.28.0
  org.eclipse.emf:org.eclipse.emf.ecore:2.43.0
  org.eclipse.emf:org.eclipse.emf.ecore.xmi:2.41.0
  org.eclipse.emf:org.eclipse.emf.common:2.46.0
  org.eclipse.platform:org.eclipse.equinox.common:3.21.0
)
# What the generated code may use: the EMF runtime, and the runtime bundle's types that the .ecore names as
# data types (dev.bindwise.runtime.BindingKind), compiled from its sources as javac needs them.
runtime_jars=(org.eclipse.emf.ecore-2.43.0.jar org.eclipse.emf.ecore.xmi-2.41.0.jar org.eclipse.emf.common-2.46.0.jar)

java_feature_version() { # prints the feature version (17, 21, 25...) of the java in JDK folder $1, or nothing
  "$1/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = \([0-9]*\).*/\1/p'
}

find_jdk() {
  local candidate
  for candidate in "${JAVA_HOME:-}" /usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/*; do
    if [[ -n "$candidate" && -x "$candidate/bin/javac" ]]; then
      local version
      version=$(java_feature_version "$candidate")
      if [[ -n "$version" && "$version" -ge 21 ]]; then
        echo "$candidate"
        return
      fi
    fi
  done
  echo "generate.sh: no JDK 21 or newer found: set JAVA_HOME to one" >&2
  exit 1
}

JAVA_HOME=$(find_jdk)
export JAVA_HOME

lib_dir=$(mktemp -d)
classes_dir=$(mktemp -d)
trap 'rm -rf "$lib_dir" "$classes_dir"' EXIT

if command -v mvn > /dev/null; then
  # Run outside the repository: a plain download, without the Tycho build extension of the reactor.
  maven=(mvn) maven_dir=$lib_dir
elif [[ -x "$repo_dir/mvnw" ]]; then
  maven=("$repo_dir/mvnw") maven_dir=$codegen_dir  # codegen/ has no pom.xml: the goal runs without a project
else
  echo "generate.sh: neither mvn nor $repo_dir/mvnw found" >&2
  exit 1
fi
for artifact in "${generator_artifacts[@]}"; do
  (cd "$maven_dir" && "${maven[@]}" -q -B dependency:copy -Dartifact="$artifact" -DoutputDirectory="$lib_dir")
done

"$JAVA_HOME/bin/java" -cp "$lib_dir/*" "$codegen_dir/GenerateModel.java" "$bundle_dir" model/bindwise.genmodel

# The generated code must compile against the EMF runtime and the runtime bundle alone, at the bundle's Java level.
runtime_classpath=$(printf "$lib_dir/%s:" "${runtime_jars[@]}")
find "$bundle_dir/src-gen" -name '*.java' > "$classes_dir/sources.txt"
"$JAVA_HOME/bin/javac" --release 21 -nowarn -d "$classes_dir" -cp "$runtime_classpath" \
  -sourcepath "$repo_dir/plugins/dev.bindwise.runtime/src/main/java" "@$classes_dir/sources.txt"
echo "src-gen/ compiles against the EMF runtime and dev.bindwise.runtime (Java 21)."
