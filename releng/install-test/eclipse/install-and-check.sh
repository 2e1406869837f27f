#!/usr/bin/env bash
# The install test (run by Maven in the integration-test phase of this module):
#  1. copies the Eclipse this module assembled (so that every run installs into a fresh one),
#  2. installs the check bundle (dev.bindwise.install.check, the test's own driver, never shipped) with that
#     Eclipse's own p2 director,
#  3. starts the check application (dev.bindwise.install.check), which runs the Eclipse IDE's own application
#     and, once its workbench is up, the install step: it installs Bindwise the user's way:
#     Help > Install New Software > Add > the zip as an archive > Bindwise > Next > Next > the licence >
#     Finish > trust > Restart Now (exit code 23, on which this script starts the Eclipse again, as the
#     native launcher does),
#  4. starts it with the check step, which checks the bundles and the Bindwise view, and goes a new user's way on Financial: a new Java project, the example Financial WSDL,
#     Generate Binding Proxy, the user's class, a build with no error marker, Run As > Java Application
#     against the example SOAP server (started from EXAMPLE_SERVERS, a folder of jars) and the answer read
#     from the Console view.
# Screenshots of each step go into WORK_DIR/screenshots. Exit code 0 only when all went through. Each Eclipse run is
# killed after TIMEOUT seconds.
# Usage: install-and-check.sh ECLIPSE_DIR BINDWISE_ZIP CHECK_REPOSITORY WORK_DIR TIMEOUT EXAMPLES EXAMPLE_SERVERS
set -euo pipefail
if [ $# -ne 7 ]; then
  echo "usage: $0 ECLIPSE_DIR BINDWISE_ZIP CHECK_REPOSITORY WORK_DIR TIMEOUT EXAMPLES EXAMPLE_SERVERS" >&2
  exit 2
fi
assembled=$1 bindwise_zip=$2 check_repository=$3 work=$4 timeout_seconds=$5 examples=$6 example_servers=$7

fail() { echo "install test FAILED: $*" >&2; exit 1; }
[ -n "${DISPLAY:-}" ] || fail "no DISPLAY: the installed Eclipse opens a real workbench. Start Xvfb and export DISPLAY (.ci/run does)."
[ -f "$bindwise_zip" ] || fail "no update site zip at $bindwise_zip (build update-site/ first)"
[ -d "$assembled/plugins" ] || fail "no assembled Eclipse at $assembled"
[ -f "$examples/financial/Financial.wsdl" ] || fail "no example Financial.wsdl under $examples"
compgen -G "$example_servers/dev.bindwise.examples.soap-*.jar" > /dev/null || fail "no example SOAP server's jars in $example_servers (build releng/install-test/example-servers first)"
java=${JAVA_HOME:?JAVA_HOME must name the JDK that runs the Eclipse}/bin/java

eclipse=$work/eclipse
rm -rf "$work"
mkdir -p "$work"
cp -a "$assembled" "$eclipse"
launchers=("$eclipse"/plugins/org.eclipse.equinox.launcher_*.jar)
[ -f "${launchers[0]}" ] || fail "no org.eclipse.equinox.launcher jar in $eclipse/plugins"

# Runs the Eclipse with the given arguments, its output into the build log; fails the test on an exit
# code other than EXPECTED_EXIT (0 unless set) or when it is still running after the time limit.
# STEP: the check application's step (install or check).
run_eclipse() {
  local what=$1; shift
  local status=0 started=$SECONDS expected=${EXPECTED_EXIT:-0}
  echo "install test: $what"
  timeout --kill-after=10 "$timeout_seconds" \
    "$java" -Duser.home="$work/home" -Dbindwise.examples="$examples" -Dbindwise.exampleServers="$example_servers" \
    -Dbindwise.installTestWork="$work" -Dbindwise.screenshots="$work/screenshots" \
    -Dbindwise.updateSiteZip="$bindwise_zip" ${STEP:+-Dbindwise.installCheck.step=$STEP} \
    -jar "${launchers[0]}" -nosplash -consoleLog "$@" || status=$?
  case $status in
    "$expected") echo "install test: $what: done in $((SECONDS - started)) s" ;;
    124|137) fail "$what: still running after $timeout_seconds s, killed (the timeout is installTest.timeout in releng/install-test/eclipse/pom.xml)" ;;
    *) fail "$what: the Eclipse exited with code $status (its output is above)" ;;
  esac
}

plugins_before=$(ls "$eclipse/plugins")
run_eclipse "installing the check bundle (the test's driver) with the p2 director" \
  -data @none \
  -application org.eclipse.equinox.p2.director \
  -repository "file:$check_repository" \
  -installIU dev.bindwise.install.check

# Help > Install New Software..., driven in the workbench; it ends with Restart Now: exit code 23.
STEP=install EXPECTED_EXIT=23 run_eclipse "installing Bindwise from $bindwise_zip through Help > Install New Software" \
  -data "$work/workspace" \
  -application dev.bindwise.install.check.application

# The check bundle's repository also holds this whole Eclipse: had p2 taken a plug-in from there for
# Bindwise, a user installing the zip into their Eclipse would miss it. The installs may add only the
# zip's plug-ins and the check bundle.
plugins_added=$(comm -13 <(echo "$plugins_before") <(ls "$eclipse/plugins") | sed 's/\.jar$//')
plugins_offered=$( { "$JAVA_HOME/bin/jar" tf "$bindwise_zip" | sed -n 's#^plugins/\(.*\)\.jar$#\1#p'
                     ls "$check_repository/plugins" | sed -n 's/^\(dev\.bindwise\.install\.check_.*\)\.jar$/\1/p'; } | sort)
plugins_from_elsewhere=$(comm -23 <(echo "$plugins_added" | sort) <(echo "$plugins_offered"))
[ -z "$plugins_from_elsewhere" ] || fail "the install needed plug-ins that are not in $bindwise_zip (add them to features/dev.bindwise.feature/feature.xml):
$plugins_from_elsewhere"
echo "install test: added to the Eclipse: $(echo $plugins_added)"

STEP=check run_eclipse "restarting the Eclipse with Bindwise installed: the view, then a new Java project to the proxy's answer" \
  -data "$work/workspace" \
  -application dev.bindwise.install.check.application
